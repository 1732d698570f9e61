"""How many fence panels and posts a run of fence needs.

    python fence.py LENGTH [PANEL_WIDTH]      (metres; panels are 1.83 m unless given)
"""

import math
import sys

PANEL_WIDTH = 1.83


def panels_needed(length, width=PANEL_WIDTH):
    """Whole panels to cover ``length``: a part panel left over still needs a whole one."""
    return math.ceil(round(length / width, 9))


def main(argv):
    if not 1 <= len(argv) <= 2:
        print("usage: python fence.py LENGTH [PANEL_WIDTH]", file=sys.stderr)
        return 2
    try:
        numbers = [float(arg) for arg in argv]
    except ValueError:
        print("error: LENGTH and PANEL_WIDTH must be numbers", file=sys.stderr)
        return 1
    if any(not math.isfinite(n) or n <= 0 for n in numbers):
        print("error: LENGTH and PANEL_WIDTH must be more than 0", file=sys.stderr)
        return 1
    length = numbers[0]
    width = numbers[1] if len(numbers) == 2 else PANEL_WIDTH
    panels = panels_needed(length, width)
    print(f"panels: {panels}")
    print(f"posts: {panels + 1}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
