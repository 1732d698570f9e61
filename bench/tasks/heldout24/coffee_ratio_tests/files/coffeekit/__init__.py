"""coffeekit: small helpers for brewing filter coffee at home."""
