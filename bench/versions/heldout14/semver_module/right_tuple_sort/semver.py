"""Semantic-version helpers."""
from functools import cmp_to_key


def _number(part, original):
    if part == "0":
        return 0
    if part == "" or part[0] == "0" or not part.isascii() or not part.isdigit():
        raise ValueError(f"bad version {original!r}")
    return int(part)


def parse(version):
    body = version
    if body[:1] == "v":
        body = body[1:]
    fields = body.split(".")
    if len(fields) != 3:
        raise ValueError(f"bad version {version!r}")
    return tuple(_number(f, version) for f in fields)


def compare(a, b):
    for x, y in zip(parse(a), parse(b)):
        if x != y:
            return 1 if x > y else -1
    return 0


def bump(version, part):
    v = list(parse(version))
    try:
        i = ["major", "minor", "patch"].index(part)
    except ValueError:
        raise ValueError(f"unknown part {part!r}") from None
    v[i] += 1
    for j in range(i + 1, 3):
        v[j] = 0
    return "%d.%d.%d" % tuple(v)


def latest(versions):
    if len(versions) == 0:
        raise ValueError("latest() of an empty list")
    ordered = sorted(versions, key=cmp_to_key(compare), reverse=True)
    top = ordered[0]
    for v in versions:
        if compare(v, top) == 0:
            return v
