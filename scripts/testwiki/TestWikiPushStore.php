<?php
/**
 * Stand-in for Echo's SubscriptionManager: push subscriptions in one SQLite file shared by
 * both test wikis, keyed by user name (standing in for the CentralAuth global account).
 *
 * Same semantics as Echo: a token is unique across all accounts (creating one that any
 * account holds fails), deletion is limited to the caller's own tokens, and a create beyond
 * the per-user cap first drops that user's oldest subscription (even when the insert then
 * fails because the token exists, as in Echo).
 */
class TestWikiPushStore {

	/** @var PDO */
	private $pdo;

	/** @var int */
	private $maxPerUser;

	public function __construct( string $path, int $maxPerUser ) {
		$this->maxPerUser = $maxPerUser;
		// ATTR_TIMEOUT is SQLite's busy timeout: concurrent writers wait instead of failing.
		$this->pdo = new PDO( "sqlite:$path", null, null, [
			PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
			PDO::ATTR_TIMEOUT => 30,
			PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
		] );
		// A no-op once the table exists (it takes no write lock then); it only matters when
		// someone deleted the file under running wikis.
		$this->createSchema();
	}

	/**
	 * Called once at install time by setupTestWiki.php (for each wiki; both may run at once).
	 */
	public function initialize(): void {
		// Persistent per file: both wikis' server workers open it, and WAL lets readers run
		// beside a writer.
		$this->pdo->exec( 'PRAGMA journal_mode = WAL' );
		$this->createSchema();
	}

	private function createSchema(): void {
		$this->pdo->exec(
			'CREATE TABLE IF NOT EXISTS push_subscription (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				user_name TEXT NOT NULL,
				provider TEXT NOT NULL,
				token TEXT NOT NULL UNIQUE,
				topic TEXT,
				created TEXT NOT NULL
			)'
		);
		$this->pdo->exec(
			'CREATE INDEX IF NOT EXISTS push_subscription_user ON push_subscription (user_name)'
		);
	}

	public static function fromConfig(): self {
		global $wgTestWikiPushDb, $wgTestWikiPushMaxSubscriptionsPerUser;
		return new self( $wgTestWikiPushDb, $wgTestWikiPushMaxSubscriptionsPerUser );
	}

	/**
	 * @return bool true if created; false if the token already exists (for any user)
	 */
	public function create( string $userName, string $provider, string $token, ?string $topic ): bool {
		return $this->inWriteTransaction( function () use ( $userName, $provider, $token, $topic ) {
			$count = $this->pdo->prepare( 'SELECT COUNT(*) FROM push_subscription WHERE user_name = ?' );
			$count->execute( [ $userName ] );
			if ( (int)$count->fetchColumn() >= $this->maxPerUser ) {
				// Echo behaves like a circular buffer: the oldest subscription makes room.
				$this->pdo->prepare(
					'DELETE FROM push_subscription WHERE id = (
						SELECT id FROM push_subscription WHERE user_name = ? ORDER BY id LIMIT 1
					)'
				)->execute( [ $userName ] );
			}
			$insert = $this->pdo->prepare(
				'INSERT OR IGNORE INTO push_subscription (user_name, provider, token, topic, created)
				VALUES (?, ?, ?, ?, ?)'
			);
			$insert->execute( [ $userName, $provider, $token, $topic, gmdate( 'Y-m-d\TH:i:s\Z' ) ] );
			return $insert->rowCount() > 0;
		} );
	}

	/**
	 * @param string[] $tokens
	 * @return int number of subscriptions deleted (only the user's own)
	 */
	public function delete( string $userName, array $tokens ): int {
		return $this->inWriteTransaction( function () use ( $userName, $tokens ) {
			$placeholders = implode( ',', array_fill( 0, count( $tokens ), '?' ) );
			$delete = $this->pdo->prepare(
				"DELETE FROM push_subscription WHERE user_name = ? AND token IN ($placeholders)"
			);
			$delete->execute( array_merge( [ $userName ], array_values( $tokens ) ) );
			return $delete->rowCount();
		} );
	}

	/**
	 * @return array[] the user's subscriptions, oldest first
	 */
	public function listForUser( string $userName ): array {
		$select = $this->pdo->prepare(
			'SELECT provider, token, topic, created FROM push_subscription
			WHERE user_name = ? ORDER BY id'
		);
		$select->execute( [ $userName ] );
		return $select->fetchAll();
	}

	/**
	 * BEGIN IMMEDIATE takes the write lock up front, where the busy timeout applies; a
	 * deferred transaction that upgrades from read to write can fail at once with "locked".
	 */
	private function inWriteTransaction( callable $fn ) {
		$this->pdo->exec( 'BEGIN IMMEDIATE' );
		try {
			$result = $fn();
			$this->pdo->exec( 'COMMIT' );
			return $result;
		} catch ( Throwable $e ) {
			$this->pdo->exec( 'ROLLBACK' );
			throw $e;
		}
	}
}
