import sys

args = sys.argv[1:]
if len(args) != 1:
    print("fuel: usage: fuel.py LOGFILE", file=sys.stderr)
    sys.exit(2)

try:
    f = open(args[0])
    content = f.readlines()
    f.close()
except (OSError, UnicodeDecodeError):
    print("fuel: could not open " + args[0], file=sys.stderr)
    sys.exit(2)

dates = []
odos = []
litres = []
for i in range(1, len(content)):
    line = content[i].strip()
    n = i + 1
    if line == "":
        continue
    fields = line.split(",")
    if len(fields) != 3:
        print("fuel: line %d has %d fields" % (n, len(fields)), file=sys.stderr)
        sys.exit(1)
    try:
        o = int(fields[1])
        l = float(fields[2])
    except ValueError:
        print("fuel: line %d: not a number" % n, file=sys.stderr)
        sys.exit(1)
    if len(odos) > 0 and o <= odos[-1]:
        print("fuel: line %d: odometer reading too low" % n, file=sys.stderr)
        sys.exit(1)
    dates.append(fields[0])
    odos.append(o)
    litres.append(l)

if len(odos) < 2:
    print("fuel: fewer than two fill-ups", file=sys.stderr)
    sys.exit(1)

for i in range(1, len(odos)):
    d = odos[i] - odos[i - 1]
    print("%s: %d km, %.2f L/100km" % (dates[i], d, litres[i] / d * 100))
total = sum(litres[1:])
print("average: %.2f L/100km" % (total / (odos[-1] - odos[0]) * 100))
