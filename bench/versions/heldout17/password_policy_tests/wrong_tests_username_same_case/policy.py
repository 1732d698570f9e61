"""Password policy checks."""

MIN_LENGTH = 10


def check_password(pw, username=None):
    """Return the names of the rules pw breaks, in rule order ([] = OK)."""
    broken = []
    if len(pw) < MIN_LENGTH:
        broken.append("length")
    if not any(c.isupper() for c in pw):
        broken.append("upper")
    if not any(c.islower() for c in pw):
        broken.append("lower")
    if not any(c.isdigit() for c in pw):
        broken.append("digit")
    if username and username.lower() in pw.lower():
        broken.append("username")
    return broken
