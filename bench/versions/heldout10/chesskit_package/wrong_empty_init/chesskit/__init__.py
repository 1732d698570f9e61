"""Tiny chess board helpers."""
