# The recipe's nginx upstream servers, one line each, in a file of their own (RUN/nginx/servers.conf,
# included by nginx.conf.template; an operator can mark one `down` and reload nginx). Sourced by
# deploy/run.sh, which writes the file, and deploy/rolling-restart.sh, which waits out fail_timeout
# between instances: the one place that knows the line's format.
NGINX_FAIL_TIMEOUT_S=2

write_nginx_servers() { # run-folder port…
  local folder=$1 p; shift
  for p in "$@"; do echo "server 127.0.0.1:$p max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_S}s;"; done >"$folder/nginx/servers.conf"
}
