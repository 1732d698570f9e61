"""Parse, compare and bump semantic versions."""
import re

_NUM = r"(?:0|[1-9]\d*)"
_IDENT = r"(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)"
_VERSION = re.compile(rf"v?({_NUM})\.({_NUM})\.({_NUM})(?:-({_IDENT}(?:\.{_IDENT})*))?")


def parse(version):
    m = _VERSION.fullmatch(version)
    if not m:
        raise ValueError(f"invalid version: {version!r}")
    pre = ()
    if m.group(4) is not None:
        pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split("."))
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), pre


def _cmp(a, b):
    return (a > b) - (a < b)


def _compare_pre(pa, pb):
    if not pa or not pb:
        # no prerelease ranks above any prerelease
        return _cmp(not pa, not pb)
    for x, y in zip(pa, pb):
        if x == y:
            continue
        if isinstance(x, int) and isinstance(y, int):
            return _cmp(x, y)
        if isinstance(x, int):
            return -1
        if isinstance(y, int):
            return 1
        return _cmp(x, y)
    return _cmp(len(pa), len(pb))


def compare(a, b):
    va, vb = parse(a), parse(b)
    core = _cmp(va[:3], vb[:3])
    if core:
        return core
    return _compare_pre(va[3], vb[3])


def bump(version, part):
    major, minor, patch, _ = parse(version)
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.0"
    if part == "patch":
        return f"{major}.{minor}.{patch + 1}"
    raise ValueError(f"unknown part: {part!r}")
