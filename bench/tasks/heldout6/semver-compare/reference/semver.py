"""Compare and bump MAJOR.MINOR.PATCH version strings."""

PARTS = ("major", "minor", "patch")


def _parse(version):
    if not isinstance(version, str):
        raise ValueError(f"not a version: {version!r}")
    pieces = version.split(".")
    if len(pieces) != 3 or not all(p.isdigit() and p.isascii() for p in pieces):
        raise ValueError(f"malformed version: {version!r}")
    return tuple(int(p) for p in pieces)


def compare_versions(a, b):
    va, vb = _parse(a), _parse(b)
    return (va > vb) - (va < vb)


def bump(version, part):
    major, minor, patch = _parse(version)
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.0"
    if part == "patch":
        return f"{major}.{minor}.{patch + 1}"
    raise ValueError(f"unknown part: {part!r}")
