"""``/health`` and ``/ready``: for load balancers and process supervisors."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.routes import operation, service
from api.http.schemas.events import Health

blp = Blueprint("health", __name__, url_prefix="", description="Liveness and readiness")


@blp.route("/health")
class Live(MethodView):
    @blp.response(200, Health)
    @operation(blp, "get_health")
    def get(self) -> Any:
        """Liveness: the process answers (touches nothing else)"""
        return {"status": "ok"}


@blp.route("/ready")
class Ready(MethodView):
    @blp.response(200, Health)
    @operation(blp, "get_ready", 503)
    def get(self) -> Any:
        """Readiness: the database answers"""
        service().store.ping()
        return {"status": "ok"}
