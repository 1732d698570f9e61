import argparse
import sys

parser = argparse.ArgumentParser()
parser.add_argument("--skip-blank", dest="skip", action="store_true")
opts = parser.parse_args()

number = 1
for line in sys.stdin:
    line = line.rstrip("\r\n")
    if opts.skip and (line == "" or line.isspace()):
        sys.stdout.write("\n")
        continue
    sys.stdout.write("%4d: %s\n" % (number, line))
    number += 1
