"""Shipping labels."""


def format_label(name, street, city, postcode, country=""):
    """The lines of a shipping label joined by newlines."""
    lines = [name.strip(), street.strip(), f"{postcode.strip().upper()} {city.strip()}"]
    if country.strip():
        lines.append(country.strip().upper())
    return "\n".join(lines)
