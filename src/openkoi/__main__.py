from openkoi.cli.main import main

raise SystemExit(main())
