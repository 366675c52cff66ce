<?php
/**
 * The SQLite files every test wiki shares:
 * - $wgTestWikiSharedFile: Echo's shared tables (echo_push_*, echo_unread_wikis), which Echo
 *   reaches through MediaWiki's database layer as the external cluster `testwikishared`;
 * - $wgTestWikiAccountsFile: the fixture's own tables (central account ids, the global
 *   preferences imitation), reached here with PDO.
 * Two files, so the fixture's writes never wait on a lock Echo's connection holds.
 *
 * create() runs once per fresh setup, from scripts/test-wiki:
 *   php TestWikiShared.php SHARED_FILE ACCOUNTS_FILE ECHO_SQL_DIR
 */
class TestWikiShared {

	/** @var PDO[] */
	private static $connections = [];

	/** The fixture's tables (central ids, global preferences), read and written. */
	public static function accounts(): PDO {
		return self::open( $GLOBALS['wgTestWikiAccountsFile'] );
	}

	/** Echo's shared tables, only ever read here (Echo writes them through MediaWiki). */
	public static function echoTables(): PDO {
		return self::open( $GLOBALS['wgTestWikiSharedFile'] );
	}

	private static function open( string $file ): PDO {
		// ATTR_TIMEOUT is SQLite's busy timeout: concurrent writers of several wikis wait
		// instead of failing.
		return self::$connections[$file] ??= new PDO( "sqlite:$file", null, null, [
			PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
			PDO::ATTR_TIMEOUT => 30,
			PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
		] );
	}

	/** Creates both files: Echo's own schema for its shared tables, then ours. */
	public static function create( string $sharedFile, string $accountsFile, string $echoSqlDir ): void {
		$echo = self::open( $sharedFile );
		// WAL persists in the file: readers of every wiki run beside one writer.
		$echo->exec( 'PRAGMA journal_mode = WAL' );
		// Echo's update.php creates these in each wiki's own database only; with
		// $wgEchoSharedTrackingDB set they are read and written here. Only the shared ones:
		// echo_push_* and echo_unread_wikis.
		foreach ( [ 'tables-generated.sql', 'tables-sharedtracking-generated.sql' ] as $name ) {
			$sql = file_get_contents( "$echoSqlDir/$name" );
			if ( $sql === false ) {
				throw new RuntimeException( "missing $echoSqlDir/$name" );
			}
			foreach ( explode( ';', str_replace( '/*_*/', '', $sql ) ) as $statement ) {
				if ( preg_match( '/\b(echo_push_\w+|echo_unread_wikis)\b/', $statement ) ) {
					$echo->exec( $statement );
				}
			}
		}
		$accounts = self::open( $accountsFile );
		$accounts->exec( 'PRAGMA journal_mode = WAL' );
		$accounts->exec(
			'CREATE TABLE testwiki_central_user (
				tcu_id INTEGER PRIMARY KEY AUTOINCREMENT,
				tcu_name TEXT NOT NULL UNIQUE
			)'
		);
		$accounts->exec(
			'CREATE TABLE testwiki_global_preference (
				tgp_user INTEGER NOT NULL,
				tgp_property TEXT NOT NULL,
				tgp_value TEXT NOT NULL,
				PRIMARY KEY (tgp_user, tgp_property)
			)'
		);
	}
}

if ( PHP_SAPI === 'cli' && !defined( 'MEDIAWIKI' ) && realpath( $argv[0] ) === __FILE__ ) {
	TestWikiShared::create( $argv[1], $argv[2], $argv[3] );
}
