"""Snakes and ladders."""
