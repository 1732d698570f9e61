"""Headless Chromium (Debian's chromium + chromium-driver, installed by scripts/test) driving
the web UI served by a real `openkoi serve` on 127.0.0.1, with a fake OpenAI-compatible model
server. Missing Chromium fails these tests with a clear message; OPENKOI_SKIP_BROWSER=1 skips
them instead (for machines without apt)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_servers import FakeServer
from web_support import Served, serve

CHROMIUM = ("chromium", "chromium-browser", "google-chrome")


def _find_browser() -> tuple[str, str]:
    browser = next((p for name in CHROMIUM if (p := shutil.which(name))), None)
    driver = shutil.which("chromedriver")
    if browser and driver:
        return browser, driver
    missing = " and ".join(n for n, p in (("chromium", browser), ("chromedriver", driver))
                           if not p)
    if os.environ.get("OPENKOI_SKIP_BROWSER") == "1":
        pytest.skip(f"{missing} not installed (OPENKOI_SKIP_BROWSER=1)")
    pytest.fail(f"the web UI tests need {missing}: run scripts/test as root (it installs "
                "chromium and chromium-driver with apt) or apt-get install chromium "
                "chromium-driver; OPENKOI_SKIP_BROWSER=1 skips these tests", pytrace=False)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    binary, driver_path = _find_browser()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    os.environ["SE_OFFLINE"] = "true"  # Selenium Manager must never fetch a driver
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1400,1000", "--disable-extensions"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


@pytest.fixture(autouse=True)
def blank_page(browser: Any) -> None:
    """Each test starts on a blank page with no console messages from the one before (whose
    page may still have been reconnecting to its stopped server)."""
    browser.get("about:blank")
    browser.get_log("browser")


@pytest.fixture
def model() -> Iterator[FakeServer]:
    with FakeServer() as srv:
        yield srv


@pytest.fixture
def server(tmp_path: Path, model: FakeServer) -> Iterator[Served]:
    yield from serve(tmp_path, model)


@pytest.fixture
def token_server(tmp_path: Path, model: FakeServer) -> Iterator[Served]:
    yield from serve(tmp_path, model, token="s3cret-token")
