"""IPv4 subnet calculator: python cidr.py ADDRESS/PREFIX"""
import re
import sys

_NUM = r"(0|[1-9][0-9]{0,2})"
_PATTERN = re.compile(rf"{_NUM}\.{_NUM}\.{_NUM}\.{_NUM}/(0|[1-9][0-9]?)")


def parse(text):
    """Return (address as int, prefix) or raise ValueError."""
    m = _PATTERN.fullmatch(text)
    if not m:
        raise ValueError(text)
    octets = [int(m.group(i)) for i in range(1, 5)]
    prefix = int(m.group(5))
    if any(o > 255 for o in octets) or prefix > 32:
        raise ValueError(text)
    value = 0
    for o in octets:
        value = value * 256 + o
    return value, prefix


def dotted(value):
    return ".".join(str((value >> shift) & 255) for shift in (24, 16, 8, 0))


def describe(address, prefix):
    mask = (0xFFFFFFFF << (32 - prefix)) & 0xFFFFFFFF
    network = address & mask
    last = network | (~mask & 0xFFFFFFFF)
    broadcast = dotted(last) if prefix < 31 else "none"
    first_host, last_host = network + 1, last - 1
    count = last_host - first_host + 1
    return [
        f"network:   {dotted(network)}/{prefix}",
        f"netmask:   {dotted(mask)}",
        f"broadcast: {broadcast}",
        f"hosts:     {dotted(first_host)} - {dotted(last_host)} ({count})",
    ]


def main(argv):
    if len(argv) != 1:
        print("usage: python cidr.py ADDRESS/PREFIX", file=sys.stderr)
        return 2
    try:
        address, prefix = parse(argv[0])
    except ValueError:
        print(f"error: invalid network '{argv[0]}'", file=sys.stderr)
        return 1
    print("\n".join(describe(address, prefix)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
