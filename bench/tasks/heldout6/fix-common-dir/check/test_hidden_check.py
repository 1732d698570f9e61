import pytest

from paths import common_dir, relative_to


def test_the_reported_case():
    assert common_dir(["/usr/lib/x.so", "/usr/libexec/y"]) == "/usr"


def test_names_sharing_a_prefix():
    assert common_dir(["/home/ann/notes.txt", "/home/anna/todo.txt"]) == "/home"
    assert common_dir(["/data/run1/out.csv", "/data/run10/out.csv"]) == "/data"
    assert common_dir(["/srv/app/a", "/srv/apple/b", "/srv/apps/c"]) == "/srv"


def test_shared_directory():
    assert common_dir(["/srv/data/a.txt", "/srv/data/b/c.txt"]) == "/srv/data"
    assert common_dir(["/usr/lib/a", "/usr/lib/b"]) == "/usr/lib"
    assert common_dir(["/a/b/c/d", "/a/b/c/e", "/a/b/x"]) == "/a/b"


def test_one_path_is_a_parent_of_the_other():
    assert common_dir(["/usr/lib", "/usr/lib/x"]) == "/usr/lib"
    assert common_dir(["/opt/tool/bin/run", "/opt/tool"]) == "/opt/tool"


def test_nothing_shared():
    assert common_dir(["/etc/hosts", "/var/log/syslog"]) == "/"
    assert common_dir(["/ab/c", "/abc/d"]) == "/"


def test_empty_list():
    with pytest.raises(ValueError):
        common_dir([])


def test_relative_to_unchanged():
    assert relative_to("/srv/data/b/c.txt", "/srv/data") == "b/c.txt"
    with pytest.raises(ValueError):
        relative_to("/etc/hosts", "/srv")
