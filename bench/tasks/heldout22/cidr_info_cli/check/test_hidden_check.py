import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "cidr.py")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30)


def block(network, netmask, broadcast, hosts):
    return [f"network:   {network}", f"netmask:   {netmask}", f"broadcast: {broadcast}",
            f"hosts:     {hosts}"]


def test_script_exists():
    assert os.path.isfile(SCRIPT)


CASES = [
    ("192.168.10.77/26", block("192.168.10.64/26", "255.255.255.192", "192.168.10.127",
                               "192.168.10.65 - 192.168.10.126 (62)")),
    ("10.20.30.40/8", block("10.0.0.0/8", "255.0.0.0", "10.255.255.255",
                            "10.0.0.1 - 10.255.255.254 (16777214)")),
    ("172.16.5.4/12", block("172.16.0.0/12", "255.240.0.0", "172.31.255.255",
                            "172.16.0.1 - 172.31.255.254 (1048574)")),
    ("192.168.1.0/24", block("192.168.1.0/24", "255.255.255.0", "192.168.1.255",
                             "192.168.1.1 - 192.168.1.254 (254)")),
    ("192.168.1.255/24", block("192.168.1.0/24", "255.255.255.0", "192.168.1.255",
                               "192.168.1.1 - 192.168.1.254 (254)")),
    ("203.0.113.9/30", block("203.0.113.8/30", "255.255.255.252", "203.0.113.11",
                             "203.0.113.9 - 203.0.113.10 (2)")),
    ("203.0.113.9/31", block("203.0.113.8/31", "255.255.255.254", "none",
                             "203.0.113.8 - 203.0.113.9 (2)")),
    ("10.1.2.3/32", block("10.1.2.3/32", "255.255.255.255", "none",
                          "10.1.2.3 - 10.1.2.3 (1)")),
    ("0.0.0.0/0", block("0.0.0.0/0", "0.0.0.0", "255.255.255.255",
                        "0.0.0.1 - 255.255.255.254 (4294967294)")),
    ("8.8.8.8/0", block("0.0.0.0/0", "0.0.0.0", "255.255.255.255",
                        "0.0.0.1 - 255.255.255.254 (4294967294)")),
    ("255.255.255.255/1", block("128.0.0.0/1", "128.0.0.0", "255.255.255.255",
                                "128.0.0.1 - 255.255.255.254 (2147483646)")),
    ("100.64.200.1/19", block("100.64.192.0/19", "255.255.224.0", "100.64.223.255",
                              "100.64.192.1 - 100.64.223.254 (8190)")),
    ("1.2.3.4/29", block("1.2.3.0/29", "255.255.255.248", "1.2.3.7",
                         "1.2.3.1 - 1.2.3.6 (6)")),
]


@pytest.mark.parametrize("arg,expected", CASES)
def test_output(arg, expected):
    p = run(arg)
    assert p.returncode == 0, p.stderr
    assert p.stdout.rstrip("\n").split("\n") == expected
    assert p.stderr == ""


@pytest.mark.parametrize("arg", ["256.1.1.1/24", "1.2.3/24", "1.2.3.4", "1.2.3.4/33",
                                 "1.2.3.4/-1", "01.2.3.4/8", "1.2.3.4/08", "1.2.3.004/8",
                                 "1.2.3.4/255.0.0.0", "a.b.c.d/8", " 1.2.3.4/8", "1.2.3.4/8 ",
                                 "1.2.3.4/8/8", "1.2.3.4.5/8", "", "1.2.3.4/", "/24",
                                 "1.2.3.-4/24", "1..3.4/24", "1.2.3.4/+8", "300.300.300.300/0",
                                 "1.2.3.1000/24"])
def test_invalid(arg):
    p = run(arg)
    assert p.returncode == 1
    assert p.stderr.strip() == f"error: invalid network '{arg}'"
    assert p.stdout == ""


@pytest.mark.parametrize("args", [[], ["1.2.3.4/8", "5.6.7.8/8"]])
def test_usage(args):
    p = run(*args)
    assert p.returncode == 2
    assert p.stderr.strip() == "usage: python cidr.py ADDRESS/PREFIX"
    assert p.stdout == ""
