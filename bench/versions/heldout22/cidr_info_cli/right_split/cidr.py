import sys


def valid_number(s, top):
    if not s or not s.isdigit() or not s.isascii():
        return False
    if len(s) > 1 and s[0] == "0":
        return False
    return int(s) <= top


def to_dotted(octets):
    return ".".join(map(str, octets))


def main(args):
    if len(args) != 1:
        sys.stderr.write("usage: python cidr.py ADDRESS/PREFIX\n")
        return 2
    text = args[0]
    addr, sep, pre = text.partition("/")
    parts = addr.split(".")
    if (sep != "/" or len(parts) != 4 or not all(valid_number(p, 255) for p in parts)
            or not valid_number(pre, 32)):
        sys.stderr.write("error: invalid network '%s'\n" % text)
        return 1
    prefix = int(pre)
    octets = [int(p) for p in parts]
    mask = []
    bits = prefix
    for _ in range(4):
        take = min(8, bits)
        mask.append((0xFF00 >> take) & 0xFF)
        bits -= take
    net = [a & m for a, m in zip(octets, mask)]
    bcast = [n | (255 - m) for n, m in zip(net, mask)]
    size = 2 ** (32 - prefix)
    out = []
    out.append("network:   %s/%d" % (to_dotted(net), prefix))
    out.append("netmask:   %s" % to_dotted(mask))
    if prefix == 32:
        out.append("broadcast: none")
        out.append("hosts:     %s - %s (1)" % (to_dotted(net), to_dotted(net)))
    elif prefix == 31:
        out.append("broadcast: none")
        out.append("hosts:     %s - %s (2)" % (to_dotted(net), to_dotted(bcast)))
    else:
        first = net[:3] + [net[3] + 1]
        last = bcast[:3] + [bcast[3] - 1]
        out.append("broadcast: %s" % to_dotted(bcast))
        out.append("hosts:     %s - %s (%d)" % (to_dotted(first), to_dotted(last), size - 2))
    print("\n".join(out))
    return 0


sys.exit(main(sys.argv[1:]))
