"""check_password(pw, username=None) -> list of broken rule names."""
import re


def check_password(pw, username=None):
    problems = []
    checks = (
        ("length", len(pw) >= 10),
        ("upper", re.search(r"[A-Z]", pw) is not None or any(c.isupper() for c in pw)),
        ("lower", re.search(r"[a-z]", pw) is not None or any(c.islower() for c in pw)),
        ("digit", any(c.isdigit() for c in pw)),
    )
    for name, passed in checks:
        if not passed:
            problems.append(name)
    if username is not None and username != "":
        if re.search(re.escape(username), pw, flags=re.IGNORECASE):
            problems.append("username")
    return problems
