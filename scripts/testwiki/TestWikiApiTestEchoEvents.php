<?php
/**
 * TEST-ONLY module, action=testechoevents. Echo has NO such module: a client must never rely on
 * it. It only READS Echo's real event table (echo_event), so a test can tell that Echo created
 * an event even when the event leaves no web notification to read back: LoginNotify's
 * login-success has no web delivery at all (only email and push), so meta=notifications never
 * shows it, yet Echo decides for it whether to push.
 *
 *   GET api.php?action=testechoevents&agent=NAME&format=json&formatversion=2
 *   {"testechoevents":{"agent":"Editor","events":[{"id":42,"type":"login-success"}, ...]}}
 *                                                            (newest first, at most 500)
 */

use MediaWiki\Extension\Notifications\DbFactory;
use MediaWiki\MediaWikiServices;
use Wikimedia\ParamValidator\ParamValidator;
use Wikimedia\Rdbms\SelectQueryBuilder;

class TestWikiApiTestEchoEvents extends ApiBase {

	public function execute(): void {
		$name = $this->getParameter( 'agent' );
		$user = MediaWikiServices::getInstance()->getUserFactory()->newFromName( $name );
		if ( !$user ) {
			$this->dieWithError( [ 'apierror-baduser', 'agent', wfEscapeWikiText( $name ) ], 'baduser' );
		}
		$events = [];
		// No such account: no events (its id is 0, which no event has as its agent).
		if ( $user->getId() !== 0 ) {
			$db = DbFactory::newFromDefault()->getEchoDb( DB_PRIMARY );
			$rows = $db->newSelectQueryBuilder()
				->select( [ 'event_id', 'event_type' ] )
				->from( 'echo_event' )
				->where( [ 'event_agent_id' => $user->getId() ] )
				->orderBy( 'event_id', SelectQueryBuilder::SORT_DESC )
				->limit( 500 )
				->caller( __METHOD__ )
				->fetchResultSet();
			foreach ( $rows as $row ) {
				$events[] = [ 'id' => (int)$row->event_id, 'type' => $row->event_type ];
			}
		}
		ApiResult::setIndexedTagName( $events, 'event' );
		$this->getResult()->addValue( null, $this->getModuleName(), [
			'agent' => $user->getName(),
			'events' => $events,
		] );
	}

	protected function getAllowedParams(): array {
		return [
			'agent' => [
				ParamValidator::PARAM_TYPE => 'string',
				ParamValidator::PARAM_REQUIRED => true,
			],
		];
	}

	public function isInternal(): bool {
		return true;
	}
}
