"""Feature flags read from environment variables."""

import os

TRUE_WORDS = {"true", "yes", "on", "1"}
FALSE_WORDS = {"false", "no", "off", "0"}


def parse_flag(value):
    """Turn a flag's text into a bool."""
    word = value.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise ValueError(f"not a flag value: {value!r}")


def flag_enabled(name, default=False):
    """Whether the feature flag ``FEATURE_<NAME>`` is set to a true value."""
    raw = os.environ.get(f"FEATURE_{name.upper()}")
    if raw is None:
        return default
    return parse_flag(raw)
