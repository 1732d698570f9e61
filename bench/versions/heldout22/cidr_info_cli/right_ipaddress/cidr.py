import ipaddress
import re
import sys

STRICT = re.compile(r"^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
                    r"/(?:3[0-2]|[12]?\d)\Z")


def main():
    if len(sys.argv) != 2:
        sys.exit(print("usage: python cidr.py ADDRESS/PREFIX", file=sys.stderr) or 2)
    arg = sys.argv[1]
    if not STRICT.match(arg):
        sys.exit(print(f"error: invalid network '{arg}'", file=sys.stderr) or 1)
    net = ipaddress.IPv4Network(arg, strict=False)
    if net.prefixlen >= 31:
        bcast = "none"
        first, last = net.network_address, net.broadcast_address
    else:
        bcast = str(net.broadcast_address)
        first, last = net.network_address + 1, net.broadcast_address - 1
    count = int(last) - int(first) + 1
    print(f"{'network:':<11}{net.with_prefixlen}")
    print(f"{'netmask:':<11}{net.netmask}")
    print(f"{'broadcast:':<11}{bcast}")
    print(f"{'hosts:':<11}{first} - {last} ({count})")


if __name__ == "__main__":
    main()
