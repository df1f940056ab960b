"""Arena: board games as faithful, fast, seeded rules engines."""

__version__ = "0.1.0"
