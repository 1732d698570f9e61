"""Subnet info for an IPv4 CIDR string."""
from __future__ import annotations

import string
import sys

DIGITS = set(string.digits)


def number(text: str, limit: int) -> int:
    if text == "" or set(text) - DIGITS or (text[0] == "0" and text != "0"):
        raise ValueError(text)
    value = int(text)
    if value > limit:
        raise ValueError(text)
    return value


def parse_cidr(text: str) -> tuple[int, int]:
    if text.count("/") != 1:
        raise ValueError(text)
    addr, prefix = text.split("/")
    pieces = addr.split(".")
    if len(pieces) != 4:
        raise ValueError(text)
    raw = bytes(number(p, 255) for p in pieces)
    return int.from_bytes(raw, "big"), number(prefix, 32)


def ip(value: int) -> str:
    return ".".join(str(b) for b in value.to_bytes(4, "big"))


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: python cidr.py ADDRESS/PREFIX", file=sys.stderr)
        return 2
    try:
        value, prefix = parse_cidr(sys.argv[1])
    except ValueError:
        print(f"error: invalid network '{sys.argv[1]}'", file=sys.stderr)
        return 1
    size = 1 << (32 - prefix)
    mask = (1 << 32) - size
    network = value & mask
    top = network + size - 1
    if size <= 2:
        hosts = (network, top)
        broadcast = "none"
    else:
        hosts = (network + 1, top - 1)
        broadcast = ip(top)
    rows = [("network", f"{ip(network)}/{prefix}"), ("netmask", ip(mask)),
            ("broadcast", broadcast),
            ("hosts", f"{ip(hosts[0])} - {ip(hosts[1])} ({hosts[1] - hosts[0] + 1})")]
    for label, val in rows:
        print((label + ":").ljust(11) + val)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
