"""Small helpers for MAJOR.MINOR.PATCH version strings."""

PARTS = ("major", "minor", "patch")


def parse(version):
    """Return (major, minor, patch) as ints; ValueError if `version` is not valid."""
    if not isinstance(version, str):
        raise ValueError(f"invalid version: {version!r}")
    text = version[1:] if version.startswith("v") else version
    pieces = text.split(".")
    if len(pieces) != 3:
        raise ValueError(f"invalid version: {version!r}")
    numbers = []
    for piece in pieces:
        if not piece or not all(ch in "0123456789" for ch in piece):
            raise ValueError(f"invalid version: {version!r}")
        numbers.append(int(piece))
    return tuple(numbers)


def compare(a, b):
    """-1 if a < b, 0 if equal, 1 if a > b."""
    pa, pb = parse(a), parse(b)
    return (pa > pb) - (pa < pb)


def bump(version, part):
    """Increase `part` ("major", "minor" or "patch"), resetting the lower parts."""
    major, minor, patch = parse(version)
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.0"
    if part == "patch":
        return f"{major}.{minor}.{patch + 1}"
    raise ValueError(f"unknown part: {part!r} (expected one of {', '.join(PARTS)})")


def latest(versions):
    """The highest version, as the string given; the first one wins a tie."""
    versions = list(versions)
    if not versions:
        raise ValueError("no versions given")
    best = versions[0]
    best_key = parse(best)
    for version in versions[1:]:
        key = parse(version)
        if key > best_key:
            best, best_key = version, key
    return best
