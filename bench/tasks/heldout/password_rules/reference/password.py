def check_password(pw):
    if not isinstance(pw, str):
        raise TypeError("password must be a str")
    problems = []
    if len(pw) < 8:
        problems.append("too short")
    if not any(c.isdigit() for c in pw):
        problems.append("no digit")
    if not any(c.isupper() for c in pw):
        problems.append("no uppercase")
    if not any(c.islower() for c in pw):
        problems.append("no lowercase")
    return problems
