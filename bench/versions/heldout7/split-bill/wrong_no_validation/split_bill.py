import argparse

parser = argparse.ArgumentParser()
parser.add_argument("total", type=float)
parser.add_argument("people", type=int)
parser.add_argument("--tip", type=float, default=0)
args = parser.parse_args()
share = args.total * (1 + args.tip / 100) / args.people
print(f"Each person pays {share:.2f}")
