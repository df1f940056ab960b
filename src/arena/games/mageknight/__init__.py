"""Mage Knight (WizKids, 2011), the First Reconnaissance scenario (seed 001; decisions MK1-MK14).

Built on the shared flow engine (:mod:`arena.core.flow`): content is data (``data/``), the
map geometry is ``geometry.py``, the rules are modules by responsibility.
"""
