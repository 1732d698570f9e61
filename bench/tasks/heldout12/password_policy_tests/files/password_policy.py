"""Password rules for account sign-up."""

COMMON = {"password", "123456", "qwerty", "letmein", "iloveyou", "password123", "qwerty12345"}


def check_password(pw, username=""):
    """Return a list of problem codes for pw; an empty list means it is acceptable.

    Codes, in this order: too_short (< 10 chars), too_long (> 64 chars), no_digit,
    no_mixed_case (needs at least one upper and one lower case letter),
    common (in COMMON, ignoring case), contains_username (username appears in the
    password, ignoring case; skipped when username is empty).
    """
    problems = []
    if len(pw) < 10:
        problems.append("too_short")
    if len(pw) > 64:
        problems.append("too_long")
    if not any(c.isdigit() for c in pw):
        problems.append("no_digit")
    if not any(c.isupper() for c in pw) or not any(c.islower() for c in pw):
        problems.append("no_mixed_case")
    if pw.lower() in COMMON:
        problems.append("common")
    if username and username.lower() in pw.lower():
        problems.append("contains_username")
    return problems
