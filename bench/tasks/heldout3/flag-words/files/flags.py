"""Feature flags read from environment variables."""

import os


def parse_flag(value):
    """Turn a flag's text into a bool."""
    if value == "true":
        return True
    if value == "false":
        return False
    raise ValueError(f"not a flag value: {value!r}")


def flag_enabled(name, default=False):
    """Whether the feature flag ``FEATURE_<NAME>`` is set to a true value."""
    raw = os.environ.get(f"FEATURE_{name.upper()}")
    if raw is None:
        return default
    return parse_flag(raw)
