"""``/docs`` renders every operation in a real Chromium with no network beyond the service."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from flask.testing import FlaskClient

from api.http.docs_assets import FILES, URL


def test_docs_load_swagger_ui_from_the_service_itself(client: FlaskClient) -> None:
    page = client.get("/docs").get_data(as_text=True)
    for name in FILES:
        assert f'"{URL}{name}"' in page
        asset = client.get(f"{URL}{name}")
        assert asset.status_code == 200 and len(asset.data) > 1000
    assert "cdn" not in page.lower() and "https://" not in page
    assert client.get(f"{URL}index.html").status_code == 404  # only the files the page needs


def test_docs_render_every_operation_offline(browser: Any, service: Any) -> None:
    operations = [
        op["operationId"]
        for path in json.loads(_get(f"{service.url}/openapi.json"))["paths"].values()
        for op in path.values()
        if isinstance(op, dict) and "operationId" in op
    ]
    blocked: list[str] = []
    loaded: list[str] = []

    def route(route: Any, request: Any) -> None:
        if urlsplit(request.url).hostname in ("127.0.0.1", "localhost"):
            loaded.append(request.url)
            route.continue_()
        else:
            blocked.append(request.url)
            route.abort("internetdisconnected")

    context = browser.new_context()
    context.route("**/*", route)
    page = context.new_page()
    try:
        page.goto(f"{service.url}/docs")
        page.wait_for_selector(".opblock", timeout=30_000)
        shown = page.eval_on_selector_all(
            ".opblock .opblock-summary-path", "nodes => nodes.map(n => n.textContent)"
        )
        title = page.text_content(".info .title")
    finally:
        context.close()
    assert blocked == []  # nothing outside the service was even asked for
    assert any(url.endswith("swagger-ui-bundle.js") for url in loaded)
    assert title is not None and "Belote" in title
    assert len(shown) == len(operations) > 20


def _get(url: str) -> str:
    import requests

    return requests.get(url, timeout=10).text
