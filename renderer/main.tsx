import './styles/app.css';
import { mountApp } from './mount/mount-app';

mountApp();
