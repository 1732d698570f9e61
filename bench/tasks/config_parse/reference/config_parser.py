def parse_config(text):
    """Parse KEY=VALUE lines into a dict (see the task)."""
    result = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if "=" not in line:
            raise ValueError(f"line {number}: expected KEY=VALUE")
        key, value = line.split("=", 1)
        if not key.strip():
            raise ValueError(f"line {number}: empty key")
        result[key.strip()] = value.strip()
    return result
