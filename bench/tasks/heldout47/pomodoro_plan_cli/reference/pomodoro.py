"""Plan a run of pomodoros: python pomodoro.py START TASK [TASK ...] [--work M] [--short M] [--long M]."""

import argparse
import re
import sys


def parse_start(text):
    """Minutes after midnight from "H:MM" or "HH:MM", else ValueError."""
    match = re.fullmatch(r"([0-9]{1,2}):([0-9]{2})", text.strip())
    if not match or int(match.group(1)) > 23 or int(match.group(2)) > 59:
        raise ValueError(f"bad start time {text!r}")
    return int(match.group(1)) * 60 + int(match.group(2))


def parse_task(text):
    """(name, pomodoros) from "name" or "name:N", else ValueError."""
    if ":" not in text:
        name, count = text.strip(), 1
    else:
        name, _, number = text.rpartition(":")
        name = name.strip()
        if not number.strip().isdigit() or int(number) < 1:
            raise ValueError(f"bad number of pomodoros in {text!r}")
        count = int(number)
    if not name:
        raise ValueError(f"no task name in {text!r}")
    return name, count


def clock(minutes):
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def plan(start, tasks, work=25, short=5, long=15):
    """The schedule lines for tasks [(name, pomodoros)] from start (minutes after midnight)."""
    names = [name for name, count in tasks for _ in range(count)]
    lines, now = [], start
    for i, name in enumerate(names, 1):
        lines.append(f"{clock(now)}-{clock(now + work)} {name}")
        now += work
        if i == len(names):
            break
        rest, label = (long, "long break") if i % 4 == 0 else (short, "short break")
        lines.append(f"{clock(now)}-{clock(now + rest)} {label}")
        now += rest
    lines.append(f"finished at {clock(now)}")
    return lines


def minutes_arg(text):
    if not text.strip().isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"not a whole number of minutes, 1 or more: {text!r}")
    return int(text)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Plan a run of pomodoros.")
    parser.add_argument("start", help="start time, HH:MM")
    parser.add_argument("tasks", nargs="+", help='"name" or "name:N" (N pomodoros)')
    parser.add_argument("--work", type=minutes_arg, default=25)
    parser.add_argument("--short", type=minutes_arg, default=5)
    parser.add_argument("--long", type=minutes_arg, default=15)
    args = parser.parse_args(argv)
    try:
        start = parse_start(args.start)
        tasks = [parse_task(t) for t in args.tasks]
    except ValueError as err:
        parser.error(str(err))
    for line in plan(start, tasks, args.work, args.short, args.long):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
