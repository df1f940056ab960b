"""Tests of the ``arena`` terminal command."""
