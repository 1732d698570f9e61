"""Thinking before acting: the Guardian's rules and the Parliament's agencies."""
