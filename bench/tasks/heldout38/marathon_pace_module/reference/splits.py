"""Race times and pace per km."""


def to_seconds(text):
    """Whole seconds from "H:MM:SS" or "MM:SS"; minutes and seconds below 60."""
    parts = text.strip().split(":")
    if len(parts) not in (2, 3) or not all(p.isdigit() for p in parts):
        raise ValueError(f"not a time: {text!r}")
    numbers = [int(p) for p in parts]
    if len(numbers) == 2:
        numbers.insert(0, 0)
    hours, minutes, seconds = numbers
    if minutes >= 60 or seconds >= 60:
        raise ValueError(f"not a time: {text!r}")
    return hours * 3600 + minutes * 60 + seconds


def pace(text, km):
    """Average time per km as "M:SS", rounded to the nearest second."""
    if km <= 0:
        raise ValueError("the distance must be more than 0 km")
    per_km = round(to_seconds(text) / km)
    return f"{per_km // 60}:{per_km % 60:02d}"
