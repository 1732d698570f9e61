import csv
import sys


def main():
    args = sys.argv[1:]
    drop = False
    if args[:1] == ["-x"]:
        drop = True
        args = args[1:]
    if len(args) != 1:
        sys.stderr.write("usage: colpick.py [-x] COLUMNS\n")
        return 2
    wanted = args[0].split(",")
    reader = csv.DictReader(sys.stdin)
    fields = reader.fieldnames
    if not fields:
        return 0
    missing = [w for w in wanted if w not in fields]
    if missing:
        sys.stderr.write("colpick: unknown column: " + ", ".join(missing) + "\n")
        return 1
    out_fields = [f for f in fields if f not in wanted] if drop else wanted
    writer = csv.DictWriter(sys.stdout, fieldnames=out_fields, extrasaction="ignore")
    writer.writeheader()
    for record in reader:
        writer.writerow(record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
