"""Color helpers for the theme editor."""


def rgb_to_hex(r, g, b):
    """'#rrggbb' for three channels from 0 to 255; ValueError outside that range."""
    for value in (r, g, b):
        if value < 0 or value > 255:
            raise ValueError(f"color channel out of range: {value}")
    return f"#{r:02x}{g:02x}{b:02x}"
