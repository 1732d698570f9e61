"""Comparing dotted version numbers."""


def _parts(version: str) -> list[int]:
    text = version.strip()
    if text[:1] in ("v", "V"):
        text = text[1:]
    pieces = text.split(".")
    if not all(p.isascii() and p.isdigit() for p in pieces):
        raise ValueError(f"not a version: {version!r}")
    numbers = [int(p) for p in pieces]
    while numbers and numbers[-1] == 0:
        numbers.pop()
    return numbers


def compare_versions(a: str, b: str) -> int:
    """-1, 0 or 1 as ``a`` is lower than, equal to or higher than ``b``."""
    left, right = _parts(a), _parts(b)
    return (left > right) - (left < right)


def max_version(versions: list[str]) -> str:
    """The highest of ``versions`` as written (the first of equal ones)."""
    if not versions:
        raise ValueError("no versions")
    best = versions[0]
    for version in versions[1:]:
        if compare_versions(version, best) > 0:
            best = version
    return best
