## What `tricktable serve` prints: the address once it listens, and why it cannot start.

serve-running = tricktable is running at { $url }  (games stored in { $path }; Ctrl+C to stop)
serve-share = friends on your network open { $url } (a room's invite link uses this address)
serve-port-taken = port { $port } on { $host } is already in use (is tricktable already running?): stop that program or choose another port with --port
serve-port-denied = not allowed to listen on port { $port }: ports below 1024 need administrator rights; choose another with --port
serve-cannot-listen = cannot listen on { $host } port { $port }: { $reason }
serve-ai-backend = --ai-backend is process or ray
serve-no-ray = cannot use Ray at { $address }: { $reason }
serve-local-ray = a local Ray
serve-cluster-options = --bus and --instance go together, with a PostgreSQL store (--db postgresql://…): a SQLite file serves one process; an instance name is 1 to 40 letters, digits, - or _
serve-no-bus = cannot use the bus at { $address }: { $reason }
