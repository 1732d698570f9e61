"""Bicycle gearing helpers."""
