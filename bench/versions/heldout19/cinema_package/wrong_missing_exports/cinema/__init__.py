"""Seat booking for the community cinema."""

from .hall import Hall
