"""Parse and compare MAJOR.MINOR.PATCH[-PRERELEASE] version strings."""

import re

_NUM = r"(0|[1-9][0-9]*)"
_IDENT = r"[0-9A-Za-z-]+"
_VERSION = re.compile(rf"{_NUM}\.{_NUM}\.{_NUM}(?:-({_IDENT}(?:\.{_IDENT})*))?")


def parse_version(s):
    if not isinstance(s, str):
        raise ValueError(f"not a version string: {s!r}")
    m = _VERSION.fullmatch(s)
    if not m:
        raise ValueError(f"invalid version: {s!r}")
    major, minor, patch, pre = m.groups()
    return int(major), int(minor), int(patch), pre


def _identifier_key(ident):
    if ident.isdigit():
        return (0, int(ident), "")
    return (1, 0, ident)


def _cmp(x, y):
    return (x > y) - (x < y)


def compare_versions(a, b):
    va, vb = parse_version(a), parse_version(b)
    result = _cmp(va[:3], vb[:3])
    if result:
        return result
    pa, pb = va[3], vb[3]
    if pa is None or pb is None:
        return _cmp(pa is not None, pb is not None)
    ka = [_identifier_key(i) for i in pa.split(".")]
    kb = [_identifier_key(i) for i in pb.split(".")]
    return _cmp(ka, kb)
