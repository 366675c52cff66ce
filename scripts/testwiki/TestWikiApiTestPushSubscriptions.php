<?php
/**
 * TEST-ONLY module, action=testpushsubscriptions. Echo has NO such module: a client must never
 * rely on it. It only READS Echo's real push subscription table (echo_push_subscription in the
 * shared database, where Echo's action=echopushsubscriptions writes) so tests can check what
 * the server stored:
 *
 *   GET api.php?action=testpushsubscriptions[&user=NAME]&format=json&formatversion=2
 *   {"testpushsubscriptions":{"user":"Editor","subscriptions":[
 *       {"provider":"apns","token":"...","topic":"..."}, ...]}}   (oldest first)
 *
 * Without user= it reports the logged-in user (anonymous: error notloggedin).
 */

use MediaWiki\MediaWikiServices;
use Wikimedia\ParamValidator\ParamValidator;

class TestWikiApiTestPushSubscriptions extends ApiBase {

	public function execute(): void {
		$name = $this->getParameter( 'user' );
		if ( $name === null || $name === '' ) {
			if ( !$this->getUser()->isRegistered() ) {
				$this->dieWithError( 'apierror-mustbeloggedin-generic', 'notloggedin' );
			}
			$name = $this->getUser()->getName();
		} else {
			$user = MediaWikiServices::getInstance()->getUserFactory()->newFromName( $name );
			if ( !$user ) {
				$this->dieWithError( [ 'apierror-baduser', 'user', wfEscapeWikiText( $name ) ], 'baduser' );
			}
			$name = $user->getName();
		}
		// The same central id Echo stores as eps_user (0: no such account, so no rows).
		$centralId = MediaWikiServices::getInstance()->getCentralIdLookup()
			->centralIdFromName( $name, CentralIdLookup::AUDIENCE_RAW );
		$query = TestWikiShared::echoTables()->prepare(
			'SELECT epp_name, eps_token, ept_text FROM echo_push_subscription
				JOIN echo_push_provider ON eps_provider = epp_id
				LEFT JOIN echo_push_topic ON eps_topic = ept_id
				WHERE eps_user = ? ORDER BY eps_id'
		);
		$query->execute( [ $centralId ] );
		$subscriptions = [];
		foreach ( $query->fetchAll() as $row ) {
			$subscriptions[] = [
				'provider' => $row['epp_name'],
				'token' => $row['eps_token'],
				'topic' => $row['ept_text'],
			];
		}
		ApiResult::setIndexedTagName( $subscriptions, 'subscription' );
		$this->getResult()->addValue( null, $this->getModuleName(), [
			'user' => $name,
			'subscriptions' => $subscriptions,
		] );
	}

	protected function getAllowedParams(): array {
		return [
			'user' => [
				ParamValidator::PARAM_TYPE => 'string',
				ParamValidator::PARAM_REQUIRED => false,
			],
		];
	}

	public function isInternal(): bool {
		return true;
	}
}
