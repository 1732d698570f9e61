def is_valid_iban(text: str) -> bool:
    s = "".join(text.split(" ")).upper()
    if len(s) < 15 or len(s) > 34:
        return False
    if not ("A" <= s[0] <= "Z" and "A" <= s[1] <= "Z" and s[2] in "0123456789"
            and s[3] in "0123456789"):
        return False
    remainder = 0
    for ch in s[4:] + s[:4]:
        if "0" <= ch <= "9":
            remainder = (remainder * 10 + int(ch)) % 97
        elif "A" <= ch <= "Z":
            remainder = (remainder * 100 + ord(ch) - ord("A") + 10) % 97
        else:
            return False
    return remainder == 1
