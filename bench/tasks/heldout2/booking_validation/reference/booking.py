"""Validation of the room-booking form."""

import re
from datetime import date

ROOMS = ("single", "double", "suite")
MAX_NIGHTS = 30
_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def _parse_date(value) -> date | None:
    if not isinstance(value, str) or not _ISO.fullmatch(value):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def validate_booking(data: dict) -> dict[str, str]:
    """Field name -> error message for every invalid field; {} when the booking is valid."""
    errors: dict[str, str] = {}
    check_in = _parse_date(data.get("check_in"))
    check_out = _parse_date(data.get("check_out"))
    if check_in is None:
        errors["check_in"] = "check_in must be a date as YYYY-MM-DD"
    if check_out is None:
        errors["check_out"] = "check_out must be a date as YYYY-MM-DD"
    if check_in is not None and check_out is not None:
        nights = (check_out - check_in).days
        if nights < 1:
            errors["check_out"] = "check_out must be after check_in"
        elif nights > MAX_NIGHTS:
            errors["check_out"] = f"a booking is at most {MAX_NIGHTS} nights"
    guests = data.get("guests")
    if not isinstance(guests, int) or isinstance(guests, bool) or not 1 <= guests <= 6:
        errors["guests"] = "guests must be a whole number from 1 to 6"
    if data.get("room") not in ROOMS:
        errors["room"] = f"room must be one of {', '.join(ROOMS)}"
    if "notes" in data and (not isinstance(data["notes"], str) or len(data["notes"]) > 200):
        errors["notes"] = "notes must be text of at most 200 characters"
    return errors
