"""Unit tests of ``arena.core`` (with tic-tac-toe and small fake games)."""
