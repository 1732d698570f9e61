"""openkoi: a local-first agent that thinks before it acts and checks its own work."""

__version__ = "0.1.0"
